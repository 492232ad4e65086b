export declare const S3RVER_CREDENTIALS: { accessKeyId: string; secretAccessKey: string };

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  directory: string;
  env: Record<
    | "S3_BUCKET"
    | "S3_ENDPOINT"
    | "S3_REGION"
    | "S3_FORCE_PATH_STYLE"
    | "AWS_ACCESS_KEY_ID"
    | "AWS_SECRET_ACCESS_KEY",
    string
  >;
  /** Stops answering, keeping the objects; start() brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export declare function startS3Server(options?: { port?: number; bucket?: string }): Promise<S3TestServer>;
