import sharp from "sharp";

/** A photo-like JPEG of one colour with a white disc (sharp from node_modules; the server never sees the name). */
export async function photo(name: string, color: string, width = 1600, height = 1200) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${color}"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="#fff"/></svg>`;
  return { name, mimeType: "image/jpeg", buffer: await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer() };
}
