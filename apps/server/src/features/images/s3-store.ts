/**
 * Uploaded images in S3-compatible storage through the AWS SDK v3, so every server of a fleet sees the same
 * files. Served by redirecting to a short-lived signed URL (the bucket stays private); the object carries its
 * real type and a long cache lifetime, since names are random and never reused.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../../config/env';
import { imageContentType, isStoredImageName } from './image-names';
import type { ImageStore, StoredImage } from './image-store';

/** A signed link lives this long: enough to load a page, too short to share around. */
export const SIGNED_URL_SECONDS = 15 * 60;
const PREFIX = 'uploads/';

const checked = (name: string) => {
  if (!isStoredImageName(name)) throw new Error(`not an uploaded image name: ${name}`);
  return `${PREFIX}${name}`;
};

export function s3Client(config: S3Config) {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    // A custom endpoint (MinIO, s3rver) serves buckets as paths, not as host names.
    forcePathStyle: Boolean(config.endpoint),
    credentials: config.credentials,
    // A bucket that stops answering fails the upload (503) in seconds instead of holding the request.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
  });
}

export function s3Store(config: S3Config, client = s3Client(config)): ImageStore {
  const Bucket = config.bucket;
  // Signing is local: a URL for browsers is signed for the host they reach (S3_PUBLIC_ENDPOINT), if it differs.
  const signer = config.publicEndpoint ? s3Client({ ...config, endpoint: config.publicEndpoint }) : client;
  return {
    put: async (name, bytes) => {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checked(name),
          Body: bytes,
          ContentType: imageContentType(name),
          CacheControl: 'public, max-age=31536000, immutable',
          // Never overwrite: names are random, so an existing object means a bug.
          IfNoneMatch: '*',
        }),
      );
    },
    get: async (name) => {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: checked(name) }));
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    list: async () => {
      const images: StoredImage[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: PREFIX, ContinuationToken }),
        );
        for (const o of page.Contents ?? []) {
          const name = o.Key?.slice(PREFIX.length) ?? '';
          if (isStoredImageName(name) && o.LastModified) images.push({ name, modifiedAt: o.LastModified });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return images;
    },
    delete: async (name) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(name) }));
    },
    signedUrl: (name) =>
      getSignedUrl(signer, new GetObjectCommand({ Bucket, Key: checked(name) }), {
        expiresIn: SIGNED_URL_SECONDS,
      }),
    ping: async () => {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
