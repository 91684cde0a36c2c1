import { lazy, type ComponentType } from 'react';
import type { DashboardRoute } from './routes';

// Each screen is its own chunk, loaded when first opened (the loading screen shows meanwhile).
const Home = lazy(() => import('./screens/home-screen'));
const Library = lazy(() => import('./screens/library-screen'));
const Posts = lazy(() => import('./screens/posts-screen'));
const Users = lazy(() => import('./screens/users-screen'));

type Resource = Parameters<typeof Library>[0]['resource'];
const library = (resource: Resource) => {
  const Screen = () => <Library resource={resource} />;
  Screen.displayName = `LibraryScreen(${resource})`;
  return Screen;
};

export const SCREENS: Record<DashboardRoute['nav'], ComponentType> = {
  home: Home,
  postTypes: library('postTypes'),
  weapons: library('weapons'),
  masterHistories: library('masterHistories'),
  manuscripts: library('manuscripts'),
  techniques: library('techniques'),
  posts: Posts,
  users: Users,
  publicities: library('publicities'),
};
