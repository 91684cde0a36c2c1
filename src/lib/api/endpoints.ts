/**
 * The API's endpoints as types for the browser's typed calls (`api` in ./typed.ts), derived
 * from the server's route definitions (`ApiSchema`): a call is 'METHOD /path', its request
 * body and answer are those of the route it reaches. Types only: nothing of the server (nor
 * zod) reaches a bundle. Changing a route's schema makes every call using it a type error.
 */
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { ApiSchema } from '../../server/app';

/** '/api/posts/:id' -> '/posts/:id' (the browser's calls are relative to /api). */
type PathOf<K> = K extends `/api${infer P extends `/${string}`}` ? P : never;
type MethodOf<M> = M extends `$${infer Name extends 'get' | 'post' | 'put' | 'patch' | 'delete'}`
  ? Uppercase<Name>
  : never;

/** Every route of the API as 'GET /posts/:id'. */
type RouteKey = {
  [K in keyof ApiSchema]: { [M in keyof ApiSchema[K]]: `${MethodOf<M>} ${PathOf<K>}` }[keyof ApiSchema[K]];
}[keyof ApiSchema];

type EndpointAt<R> = R extends `${infer M} ${infer P}`
  ? `/api${P}` extends infer K extends keyof ApiSchema
    ? `$${Lowercase<M>}` extends infer L extends keyof ApiSchema[K]
      ? ApiSchema[K][L]
      : never
    : never
  : never;

/** '/posts/:id/likes' -> `/posts/${string}/likes`: what a call to the route may be written as. */
type Pattern<P extends string> = P extends `${infer Head}:${string}/${infer Tail}`
  ? `${Head}${string}/${Pattern<Tail>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : P;

/** A route as a call may name it: 'GET /posts/1', `GET /posts/${id}`. */
export type ApiRoute = RouteKey extends infer R
  ? R extends `${infer M} ${infer P}`
    ? `${M} ${Pattern<P>}`
    : never
  : never;
/** A call, optionally with a query string: 'GET /packages?post=3'. */
export type ApiCall = ApiRoute | `${ApiRoute}?${string}`;

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? [Head, ...Segments<Tail>] : [P];

/** Whether each segment of the call is the route's, or fills one of its parameters. */
type SegmentsMatch<C extends string[], R extends string[]> = C extends [
  infer First extends string,
  ...infer Rest extends string[],
]
  ? R extends [infer Own extends string, ...infer Others extends string[]]
    ? Own extends `:${string}`
      ? First extends ''
        ? false
        : SegmentsMatch<Rest, Others>
      : [First] extends [Own]
        ? SegmentsMatch<Rest, Others>
        : false
    : false
  : R extends []
    ? true
    : false;

type Matches<C extends string, R extends string> = C extends `${infer M} ${infer P}`
  ? R extends `${M} ${infer Q}`
    ? SegmentsMatch<Segments<P>, Segments<Q>>
    : false
  : false;

/** The route a call reaches: its own path first ('GET /posts/trends'), else the one whose parameters it fills. */
type RouteOf<C extends string> = C extends `${infer Path}?${string}`
  ? RouteOf<Path>
  : C extends RouteKey
    ? C
    : RouteKey extends infer R extends string
      ? R extends RouteKey
        ? Matches<C, R> extends true
          ? R
          : never
        : never
      : never;

type Success<E> = E extends { status: SuccessStatusCode; output: infer O } ? O : never;

/** The answer of a call on success. */
export type ResponseOf<C extends ApiCall> = Success<EndpointAt<RouteOf<C>>>;
/** The JSON body a call sends; never when it sends none (or a form). */
export type RequestOf<C extends ApiCall> =
  EndpointAt<RouteOf<C>> extends { input: infer I } ? (I extends { json: infer J } ? J : never) : never;
