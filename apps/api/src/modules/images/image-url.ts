/** What an image's address is made of: its row id and the random token stored beside it. */
export interface ImageAddressParts {
  id: number;
  token: string;
}

/** The one place an image's address is written; every mapper that hands out a picture calls it. */
export function imageUrl(image: ImageAddressParts): string {
  return `/api/images/${image.id}-${image.token}`;
}

/** `imageUrl`'s inverse for the route: null for anything it could not have written (a bare id, a bad token). */
export function parseImageAddress(raw: string): ImageAddressParts | null {
  const match = /^(\d{1,9})-([0-9a-f]{32})$/.exec(raw);
  return match ? { id: Number(match[1]), token: match[2]! } : null;
}
