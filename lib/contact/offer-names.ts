/** An offer's name in the site's own language; undefined once the id is no longer among the offers. */
export type OfferName = (id: string) => string | undefined;

export const noOfferNames: OfferName = () => undefined;

/** "Website, designed and built (website-design-build)", or the id alone. */
export function aboutOffer(id: string, offerName: OfferName): string {
  const name = offerName(id);
  return name ? `${name} (${id})` : id;
}
