import type { AppRouteHandler } from '../../context';
import { currentUser } from '../../middleware/auth';
import { postWriteTags, writeContent } from '../../services/content-changes';
import { assertAllowed } from '../../services/access/permissions';
import { MESSAGES, notFound } from '../../lib/http-error';
import { storeCaption } from '../../services/captions';
import { deleteKeys } from '../../services/images';
import * as posts from '../../services/posts';
import { keyOfPublicUrl } from '../../services/storage/types';
import { TIMELINE_MESSAGES } from '../../../contract/timeline-messages';
import { captionText } from './caption-upload';
import type * as routes from './timeline-routes';

const postNotFound = () => notFound(MESSAGES.postNotFound);

/** Best effort: an old caption file left behind is harmless (its key is never reused). */
const deleteFileOf = async (storage: Parameters<typeof deleteKeys>[0], url: string | null) => {
  const key = keyOfPublicUrl(url);
  if (key) await deleteKeys(storage, [key]);
};

export const timelines: AppRouteHandler<typeof routes.timelines> = async (c) =>
  c.json(await posts.allTimelines(c.var.deps.db), 200);

export const putChapters: AppRouteHandler<typeof routes.putChapters> = async (c) => {
  const { deps } = c.var;
  const { id } = c.req.valid('param');
  const { chapters } = c.req.valid('json');
  const owner = await posts.postOwner(deps.db, id);
  if (!owner) throw postNotFound();
  assertAllowed(currentUser(c), 'post.change', owner);
  await writeContent(deps, postWriteTags(id, owner.userId), (tx) => posts.replaceChapters(tx, id, chapters, owner.durationSeconds));
  return c.json((await posts.postTimeline(deps.db, id)).chapters, 200);
};

export const addCaption: AppRouteHandler<typeof routes.addCaption> = async (c) => {
  const { deps } = c.var;
  const { id } = c.req.valid('param');
  const { lang, file } = c.req.valid('form');
  const owner = await posts.postOwner(deps.db, id);
  if (!owner) throw postNotFound();
  assertAllowed(currentUser(c), 'post.change', owner);
  const stored = await storeCaption(deps.storage, await captionText(file));
  let replaced: string | null;
  try {
    replaced = await writeContent(deps, postWriteTags(id, owner.userId), (tx) => posts.setCaption(tx, id, lang, stored.url));
  } catch (error) {
    await deleteKeys(deps.storage, [stored.key]);
    throw error;
  }
  await deleteFileOf(deps.storage, replaced);
  // As the post shape lists it: no address when the post is paid (one rule, services/posts/timelines).
  const listed = (await posts.postTimeline(deps.db, id)).captions.find((caption) => caption.lang === lang);
  return c.json({ lang, url: listed?.url ?? null }, 201);
};

export const removeCaption: AppRouteHandler<typeof routes.removeCaption> = async (c) => {
  const { deps } = c.var;
  const { id, lang } = c.req.valid('param');
  const owner = await posts.postOwner(deps.db, id);
  if (!owner) throw postNotFound();
  assertAllowed(currentUser(c), 'post.change', owner);
  const removed = await writeContent(deps, postWriteTags(id, owner.userId), async (tx) => {
    const url = await posts.removeCaption(tx, id, lang);
    if (url === null) throw notFound(TIMELINE_MESSAGES.captionNotFound);
    return url;
  });
  await deleteFileOf(deps.storage, removed);
  return c.body(null, 204);
};
