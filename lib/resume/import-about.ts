import { object, text, WEB, type Json } from './import-values';

// RFC 5321 bounds an address's length: a longer one is refused before any pattern runs.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isEmail = (value: string) => value.length <= 254 && EMAIL.test(value);

/** A picture on the web is downloaded; anything else is listed. */
export function pictureOf(basics: Json, lost: (what: string) => void) {
  const image = text(basics.image);
  if (image && !WEB.test(image)) lost(`basics.image: "${image}" is not a web address`);
  return image && WEB.test(image) ? image : undefined;
}

export function aboutOf(basics: Json, translation: boolean, lost: (what: string) => void): Json {
  const label = text(basics.label);
  const summary = text(basics.summary);
  if (translation) return { title: label, description: summary };
  const name = text(basics.name) ?? '';
  const [first = '', ...rest] = name.split(/\s+/);
  if (!rest.length)
    lost(`basics.name: "${name}" is not a first and a last name; set last_name in about.json`);
  const email = text(basics.email);
  if (email && !isEmail(email)) lost(`basics.email: "${email}" is not an e-mail address`);
  const location = object(basics.location);
  const address = [
    text(location.address),
    [text(location.postalCode), text(location.city)].filter(Boolean).join(' '),
    text(location.region),
    text(location.countryCode),
  ]
    .filter(Boolean)
    .join(', ');
  if (text(basics.url)) lost("basics.url: the site's own address is its SITE_URL setting");
  return {
    first_name: first,
    last_name: rest.join(' '),
    title: label,
    description: summary,
    email: email && isEmail(email) ? email : undefined,
    phone: text(basics.phone),
    address: address || undefined,
  };
}
