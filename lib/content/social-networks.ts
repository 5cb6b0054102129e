import {
  siArtstation,
  siBehance,
  siBluesky,
  siDeviantart,
  siDiscord,
  siDribbble,
  siFigma,
  siFlickr,
  siGithub,
  siGitlab,
  siInstagram,
  siKofi,
  siMastodon,
  siMedium,
  siPatreon,
  siPinterest,
  siSoundcloud,
  siStackoverflow,
  siSubstack,
  siThreads,
  siTiktok,
  siTwitch,
  siUnsplash,
  siVimeo,
  siX,
  siYoutube,
  type SimpleIcon,
} from 'simple-icons';

/** A network whose icon the site draws when a social link gives none (Simple Icons, CC0). */
export type Network = { title: string; path: string };

// Hosts as links write them; a name alone finds the networks served from many hosts (Mastodon).
const NETWORKS: [SimpleIcon, string[]][] = [
  [siArtstation, ['artstation.com']],
  [siBehance, ['behance.net']],
  [siBluesky, ['bsky.app']],
  [siDeviantart, ['deviantart.com']],
  [siDiscord, ['discord.com', 'discord.gg']],
  [siDribbble, ['dribbble.com']],
  [siFigma, ['figma.com']],
  [siFlickr, ['flickr.com']],
  [siGithub, ['github.com']],
  [siGitlab, ['gitlab.com']],
  [siInstagram, ['instagram.com']],
  [siKofi, ['ko-fi.com']],
  [siMastodon, ['mastodon.social', 'mastodon.online', 'mstdn.social', 'fosstodon.org']],
  [siMedium, ['medium.com']],
  [siPatreon, ['patreon.com']],
  [siPinterest, ['pinterest.com']],
  [siSoundcloud, ['soundcloud.com']],
  [siStackoverflow, ['stackoverflow.com']],
  [siSubstack, ['substack.com']],
  [siThreads, ['threads.net', 'threads.com']],
  [siTiktok, ['tiktok.com']],
  [siTwitch, ['twitch.tv']],
  [siUnsplash, ['unsplash.com']],
  [siVimeo, ['vimeo.com']],
  [siX, ['x.com', 'twitter.com']],
  [siYoutube, ['youtube.com', 'youtu.be']],
];

const simple = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

function hostOf(link: string) {
  try {
    return new URL(link).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** The network a social link points to, by its address's host, then by its name. */
export function networkOf({ name, link }: { name: string; link: string }): Network | null {
  const host = hostOf(link);
  const found =
    (host &&
      NETWORKS.find(([, hosts]) => hosts.some((h) => host === h || host.endsWith(`.${h}`)))) ||
    NETWORKS.find(([icon]) => [simple(icon.title), icon.slug].includes(simple(name)));
  return found ? { title: found[0].title, path: found[0].path } : null;
}

/** The networks recognised, for the owner's documentation. */
export const networkTitles = () => NETWORKS.map(([icon]) => icon.title);
