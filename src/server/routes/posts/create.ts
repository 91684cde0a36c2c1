import type { z } from '@hono/zod-openapi';
import { priceToCents } from '../../../contract/price';
import type { Post } from '../../../contract/posts';
import type { PostCreateForm } from '../../../contract/posts';
import type { AppDeps } from '../../context';
import type { AuthUser } from '../../lib/caller';
import { postWriteTags, writeContent } from '../../services/content-changes';
import { deleteKeys, storeImage, type StoredImage } from '../../services/images';
import { createPost, getPost } from '../../services/posts';
import { assertCanSell } from '../../services/commerce/selling';
import { inspectUploadedVideo } from '../../services/uploads/inspect-video';
import { requestTranscode } from '../../services/transcode';
import { markQueued } from '../../services/transcode/state';
import { storeUploadedImage } from '../content/multipart';

const POSTER_FOLDER = 'posters';

/**
 * POST /posts: checks the price gate and the uploaded video, stores the poster (the
 * sent image, else a frame of the video), then inserts the post in one transaction (with the
 * content-change mark) with its video's stream queued, then sends the transcode job.
 * A failure removes the poster files it stored; the uploaded video stays for a retry.
 */
export async function createPostWithMedia(
  deps: AppDeps,
  user: AuthUser,
  form: z.output<typeof PostCreateForm>,
): Promise<Post> {
  const { file, videoKey, price, ...fields } = form;
  const priceCents = priceToCents(price ?? '0');
  if (priceCents > 0) await assertCanSell(deps.db, user);
  const video = videoKey ? await inspectUploadedVideo(deps, user, videoKey, { wantPoster: !file }) : null;

  let poster: StoredImage | null = null;
  if (file) poster = await storeUploadedImage(deps.storage, POSTER_FOLDER, file);
  else if (video?.posterFrame)
    poster = await storeImage(deps.storage, POSTER_FOLDER, video.posterFrame).catch(() => null);

  try {
    const id = await writeContent(
      deps,
      (newId: number) => postWriteTags(newId, user.id),
      async (tx) => {
        const newId = await createPost(tx, {
          ...fields,
          priceCents,
          userId: user.id,
          mediaKey: video?.key ?? null,
          posterUrl: poster?.url ?? null,
          durationSeconds: video?.durationSeconds ?? null,
        });
        if (video) await markQueued(tx, newId);
        return newId;
      },
    );
    if (video) await requestTranscode(deps, id);
    return (await getPost(deps.db, deps.storage, id))!;
  } catch (error) {
    if (poster) await deleteKeys(deps.storage, poster.keys);
    throw error;
  }
}
