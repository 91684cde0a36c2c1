/**
 * The API's endpoints as types, for the browser's typed calls (`api` in src/lib/api/typed.ts):
 * the key is 'METHOD /path' with `${number}` for ids, the value the request body and the
 * answer, both inferred from this contract's schemas. Types only: nothing of it (nor zod)
 * reaches a bundle. Changing a schema makes every call using its endpoint a type error.
 */
import type { LoginAnswer, LoginInput, RefreshAnswer } from './auth';
import type { CartPackageInput, CartPostInput } from './cart';
import type { CheckoutStarted } from './checkout';
import type { ContactInput } from './contact';
import type { Like, LikeAdded, LikeRemoved } from './likes';
import type { Package } from './packages';
import type { Playback } from './playback';
import type { Post } from './posts';
import type { PublicProfile } from './profiles';
import type { Rated, RateInput } from './ratings';
import type { Rebuild, RebuildList } from './rebuilds';
import type { Suggestion } from './search';

interface Endpoint<Response, Request = never> {
  request: Request;
  response: Response;
}

export interface ApiEndpoints {
  'POST /login': Endpoint<LoginAnswer, LoginInput>;
  'POST /token/refresh': Endpoint<RefreshAnswer, { refresh_token: string }>;
  'POST /logout': Endpoint<unknown, { refresh_token: string }>;
  'POST /contact': Endpoint<unknown, ContactInput>;

  [route: `GET /posts/${number}`]: Endpoint<Post>;
  [route: `POST /posts/${number}/increment-views`]: Endpoint<Post>;
  [route: `GET /posts/${number}/likes`]: Endpoint<Like[]>;
  [route: `POST /posts/${number}/likes/${number}`]: Endpoint<LikeAdded | LikeRemoved>;
  [route: `POST /posts/${number}/rates/${number}`]: Endpoint<Rated, RateInput>;
  [route: `GET /users/${number}/favorites/ids`]: Endpoint<number[]>;
  [route: `GET /users/${number}/profile`]: Endpoint<PublicProfile>;
  [route: `GET /posts/${number}/playback`]: Endpoint<Playback>;
  'GET /search/suggestions': Endpoint<Suggestion[]>;

  'POST /cart/posts': Endpoint<unknown, CartPostInput>;
  'POST /cart/packages': Endpoint<unknown, CartPackageInput>;
  'POST /checkout': Endpoint<CheckoutStarted>;
  'GET /packages': Endpoint<Package[]>;

  'GET /rebuilds': Endpoint<RebuildList>;
  'POST /rebuilds': Endpoint<Rebuild>;
  [route: `GET /rebuilds/${number}`]: Endpoint<Rebuild>;
}

export type ApiRoute = keyof ApiEndpoints & string;
export type ResponseOf<R extends ApiRoute> = ApiEndpoints[R]['response'];
export type RequestOf<R extends ApiRoute> = ApiEndpoints[R]['request'];
