import type { ReactNode } from 'react';
import { AccountData } from './account-data';
import { MyOrders } from './my-orders';
import { MyVideos } from './my-videos';
import { ProfileHeader } from './profile-header';

export interface ProfilePageProps {
  name: string;
  email: string;
  avatar: ReactNode;
  /** After "Delete my account": the route signs the parent out. */
  onAccountErased: () => void;
}

/** docs/product-guide.md#profile: My Orders and My Videos of the signed-in parent. */
export function ProfilePage({ name, email, avatar, onAccountErased }: ProfilePageProps) {
  return (
    <main className="paper flex-1 px-4 pt-8 pb-16 sm:pt-12">
      <div className="mx-auto flex max-w-6xl flex-col gap-12">
        <ProfileHeader name={name} email={email} avatar={avatar} />
        <MyOrders />
        <MyVideos />
        <AccountData onErased={onAccountErased} />
      </div>
    </main>
  );
}
