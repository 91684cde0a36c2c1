/**
 * The API's endpoints as types, for the browser's typed calls (`api` in src/lib/api/typed.ts):
 * the key is 'METHOD /path' with `${number}` for ids, the value the request body and the
 * answer, both inferred from this contract's schemas. Types only: nothing of it (nor zod)
 * reaches a bundle. Changing a schema makes every call using its endpoint a type error.
 */
import type { ActiveInput, AdminUser, RoleInput } from './admin-users';
import type {
  ActiveCart,
  EmailInput,
  LoginAnswer,
  LoginInput,
  Message,
  NewPasswordInput,
  RefreshAnswer,
  RefreshInput,
  RegisterAnswer,
  RegisterInput,
  ResetLink,
  SessionUser,
  User,
} from './auth';
import type { CartPackageInput, CartPostInput } from './cart';
import type { Caption, Chapter, ChaptersPut, PostTimeline } from './chapters';
import type { CheckoutStarted, TestCheckoutSession, TestPaymentInput, TestPaymentResult } from './checkout';
import type { ContactInput } from './contact';
import type { Favorite } from './favorites';
import type { Like, LikeAdded, LikeRemoved } from './likes';
import type { Folio, TechniqueSource } from './folios';
import type { Manuscript } from './manuscripts';
import type { MasterHistory } from './master-histories';
import type { Order, Sale } from './orders';
import type { Package, PackageInput } from './packages';
import type { Playback } from './playback';
import type { PostType } from './post-types';
import type { Post, PostDetail, PostPatch, PostViews, PostWithdrawn } from './posts';
import type { PublicProfile } from './profiles';
import type { Publicity } from './publicities';
import type { OwnRate, Rated, RateInput } from './ratings';
import type { Rebuild, RebuildList } from './rebuilds';
import type { FailedTranscodeList, TranscodeRetried } from './streams';
import type { SearchResults, Suggestion } from './search';
import type { SlugRedirect } from './slug-redirects';
import type { OnboardingLink, SellerStatus } from './sellers';
import type { PostStat, Stats } from './stats';
import type { Technique } from './techniques';
import type { PasswordChangeAnswer, PasswordChangeInput, UserPatchAnswer, UserPatchInput } from './users';
import type { VideoUpload } from './uploads';
import type { Weapon } from './weapons';

interface Endpoint<Response, Request = never> {
  request: Request;
  response: Response;
}

export interface ApiEndpoints {
  'POST /login': Endpoint<LoginAnswer, LoginInput>;
  'POST /token/refresh': Endpoint<RefreshAnswer, RefreshInput>;
  'POST /logout': Endpoint<unknown, RefreshInput>;
  'POST /register': Endpoint<RegisterAnswer, RegisterInput>;
  'GET /verify-email': Endpoint<Message>;
  'POST /verify-email/resend': Endpoint<Message, EmailInput>;
  'POST /forgotten-password': Endpoint<Message, EmailInput>;
  [route: `GET /reset-password/${string}`]: Endpoint<ResetLink>;
  [route: `POST /reset-password/${string}`]: Endpoint<Message, NewPasswordInput>;
  'GET /me': Endpoint<SessionUser>;
  [route: `PATCH /users/${number}`]: Endpoint<UserPatchAnswer, UserPatchInput>;
  [route: `PATCH /users/${number}/password`]: Endpoint<PasswordChangeAnswer, PasswordChangeInput>;
  [route: `POST /users/${number}/image`]: Endpoint<User>;
  [route: `DELETE /users/${number}`]: Endpoint<null>;
  'POST /contact': Endpoint<unknown, ContactInput>;

  'GET /posts': Endpoint<Post[]>;
  'POST /posts': Endpoint<Post>;
  'GET /posts/timelines': Endpoint<PostTimeline[]>;
  [route: `GET /posts/${number}`]: Endpoint<PostDetail>;
  [route: `PUT /posts/${number}/chapters`]: Endpoint<Chapter[], ChaptersPut>;
  [route: `POST /posts/${number}/captions`]: Endpoint<Caption>;
  [route: `DELETE /posts/${number}/captions/${'en' | 'fr'}`]: Endpoint<null>;
  [route: `PATCH /posts/${number}`]: Endpoint<Post, PostPatch>;
  [route: `DELETE /posts/${number}`]: Endpoint<PostWithdrawn | null>;
  [route: `POST /posts/${number}/increment-views`]: Endpoint<PostViews>;
  [route: `GET /posts/${number}/likes`]: Endpoint<Like[]>;
  [route: `POST /posts/${number}/likes/${number}`]: Endpoint<LikeAdded | LikeRemoved>;
  [route: `POST /posts/${number}/rates/${number}`]: Endpoint<Rated, RateInput>;
  [route: `GET /posts/${number}/rates/${number}`]: Endpoint<OwnRate>;
  [route: `POST /posts/${number}/favorite`]: Endpoint<Favorite>;
  [route: `DELETE /posts/${number}/favorite`]: Endpoint<null>;
  [route: `GET /users/${number}/favorites/ids`]: Endpoint<number[]>;
  [route: `GET /users/${number}/profile`]: Endpoint<PublicProfile>;
  [route: `GET /posts/${number}/playback`]: Endpoint<Playback>;
  'GET /weapons': Endpoint<Weapon[]>;
  'GET /master_histories': Endpoint<MasterHistory[]>;
  'GET /manuscripts': Endpoint<Manuscript[]>;
  [route: `GET /manuscripts/${number}/folios`]: Endpoint<Folio[]>;
  'GET /sources': Endpoint<TechniqueSource[]>;
  'GET /post_types': Endpoint<PostType[]>;
  'GET /techniques': Endpoint<Technique[]>;
  'GET /publicities': Endpoint<Publicity[]>;
  'GET /search/suggestions': Endpoint<Suggestion[]>;
  'GET /search/results': Endpoint<SearchResults>;
  'GET /generate-presigned-url': Endpoint<VideoUpload>;

  'GET /cart': Endpoint<ActiveCart>;
  'POST /cart/posts': Endpoint<ActiveCart, CartPostInput>;
  [route: `DELETE /cart/posts/${number}`]: Endpoint<ActiveCart>;
  'POST /cart/packages': Endpoint<ActiveCart, CartPackageInput>;
  [route: `DELETE /cart/packages/${number}`]: Endpoint<ActiveCart>;
  'POST /checkout': Endpoint<CheckoutStarted>;
  [route: `GET /checkout/sessions/${string}`]: Endpoint<Order>;
  [route: `GET /checkout/test/${string}`]: Endpoint<TestCheckoutSession>;
  [route: `POST /checkout/test/${string}/pay`]: Endpoint<TestPaymentResult, TestPaymentInput>;
  'GET /orders': Endpoint<Order[]>;
  'GET /slug-redirects': Endpoint<SlugRedirect[]>;
  'GET /orders/sales': Endpoint<Sale[]>;
  [route: `GET /orders/${number}`]: Endpoint<Order>;
  'GET /packages': Endpoint<Package[]>;
  'POST /packages': Endpoint<Package, PackageInput>;
  [route: `DELETE /packages/${number}`]: Endpoint<null>;
  'GET /sellers/me': Endpoint<SellerStatus>;
  'POST /sellers/onboarding': Endpoint<OnboardingLink>;
  'POST /sellers/test-onboarding': Endpoint<SellerStatus>;

  'GET /stats': Endpoint<Stats>;
  'GET /stats/posts': Endpoint<PostStat[]>;
  'GET /admin/users': Endpoint<AdminUser[]>;
  [route: `PATCH /users/${number}/role`]: Endpoint<AdminUser, RoleInput>;
  [route: `PATCH /users/${number}/active`]: Endpoint<AdminUser, ActiveInput>;
  'GET /admin/transcodes/failed': Endpoint<FailedTranscodeList>;
  [route: `POST /admin/transcodes/${string}/retry`]: Endpoint<TranscodeRetried>;
  'GET /rebuilds': Endpoint<RebuildList>;
  'POST /rebuilds': Endpoint<Rebuild>;
  [route: `GET /rebuilds/${number}`]: Endpoint<Rebuild>;
}

/** A route of the table, optionally with a query string: 'GET /packages?post=3'. */
export type ApiRoute = keyof ApiEndpoints & string;
export type ApiCall = ApiRoute | `${ApiRoute}?${string}`;
/** The table's route of a call: its query string off. */
type RouteOf<C extends ApiCall> = C extends ApiRoute
  ? C
  : C extends `${infer R extends ApiRoute}?${string}`
    ? R
    : never;
export type ResponseOf<C extends ApiCall> = ApiEndpoints[RouteOf<C>]['response'];
export type RequestOf<C extends ApiCall> = ApiEndpoints[RouteOf<C>]['request'];
