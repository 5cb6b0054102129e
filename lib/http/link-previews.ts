/** What fetches a link as it is posted, before anyone clicks it: chat and social previews (Slack,
 * Teams, LinkedIn, X, Facebook, WhatsApp...), Office's and mail scanners' checks, search crawlers. */
const PREVIEW_AGENT =
  /(?:bot|crawler|spider)[/-]|\b(?:bot|crawler|spider|preview|scanner)\b|facebookexternalhit|facebookcatalog|microsoft office|ms-office|\bteams\/|skypeuripreview|whatsapp|embedly|iframely|mattermost|proofpoint|mimecast|barracuda/i;

export const isLinkPreview = (headers: Headers) =>
  PREVIEW_AGENT.test(headers.get('user-agent') ?? '');
