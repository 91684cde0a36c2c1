import type { APIRoute } from 'astro';
import { endRepublish, planRepublish } from '../../render/republish';
import { isRepublishRender } from '../../render/republish-access';

/** A publish's plan (src/render/republish.ts): only for the publishing server's in-process call. */
export const prerender = false;

export const POST: APIRoute = async ({ request, locals }) => {
  if (!isRepublishRender(locals)) return new Response(null, { status: 404 });
  const plan = await planRepublish((await request.json()) as Parameters<typeof planRepublish>[0]);
  return new Response(JSON.stringify(plan), { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });
};

export const DELETE: APIRoute = async ({ locals }) => {
  if (!isRepublishRender(locals)) return new Response(null, { status: 404 });
  endRepublish();
  return new Response(null, { status: 204 });
};
