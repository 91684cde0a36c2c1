import { UserMenu } from './user-menu';

interface Props {
  signInHref: string;
  label: string;
}

/** USER SLOT: the accounts engineer's user menu (Sign In when signed out; cart, avatar and menu when signed in). */
export function UserSlot({ signInHref, label }: Props) {
  return <UserMenu signInHref={signInHref} signInLabel={label} />;
}
