/** Where uploaded and generated files live. Local disk by default; an S3-compatible store past one machine. */
export interface Storage {
  get(key: string): Promise<Buffer | null>;
  put(key: string, bytes: Buffer): Promise<void>;
  delete(key: string): Promise<void>;
}
