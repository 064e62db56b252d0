import type { ReactNode } from 'react';
import { MyOrders } from './my-orders';
import { MyVideos } from './my-videos';
import { ProfileHeader } from './profile-header';

export interface ProfilePageProps {
  name: string;
  email: string;
  avatar: ReactNode;
}

/** SPEC §2 "Profile page": My Orders and My Videos of the signed-in parent. */
export function ProfilePage({ name, email, avatar }: ProfilePageProps) {
  return (
    <main className="paper flex-1 px-4 pt-8 pb-16 sm:pt-12">
      <div className="mx-auto flex max-w-6xl flex-col gap-12">
        <ProfileHeader name={name} email={email} avatar={avatar} />
        <MyOrders />
        <MyVideos />
      </div>
    </main>
  );
}
