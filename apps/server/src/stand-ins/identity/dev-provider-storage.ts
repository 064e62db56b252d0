import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

// Storage for the local test provider's sessions, interactions, codes and grants. In memory is
// right here: the provider is a loopback test double that lives and dies with its process, and
// our server keeps none of this (its own sign-in state is in a cookie). One store per provider
// instance, so tests can run several side by side; oidc-provider's bundled one is a singleton.

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

export function createMemoryStorage(): AdapterFactory {
  const entries = new Map<string, Entry>();
  const grantKeys = new Map<string, Set<string>>();
  const now = () => Date.now();

  const read = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };
  const keyWhere = (prefix: string, match: (payload: AdapterPayload) => boolean) => {
    for (const [key, entry] of entries) {
      if (key.startsWith(prefix) && entry.expiresAt > now() && match(entry.payload)) return key;
    }
    return undefined;
  };
  const prune = () => {
    for (const [key, entry] of entries) if (entry.expiresAt <= now()) entries.delete(key);
  };

  return (model: string): Adapter => {
    const keyOf = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn = 3600) {
        prune();
        const key = keyOf(id);
        entries.set(key, { payload, expiresAt: now() + expiresIn * 1000 });
        if (payload.grantId) {
          const keys = grantKeys.get(payload.grantId) ?? new Set<string>();
          keys.add(key);
          grantKeys.set(payload.grantId, keys);
        }
      },
      async find(id) {
        return read(keyOf(id));
      },
      async findByUid(uid) {
        const key = keyWhere(`${model}:`, (payload) => payload.uid === uid);
        return key ? read(key) : undefined;
      },
      async findByUserCode(userCode) {
        const key = keyWhere(`${model}:`, (payload) => payload.userCode === userCode);
        return key ? read(key) : undefined;
      },
      async consume(id) {
        const payload = read(keyOf(id));
        if (payload) payload.consumed = Math.floor(now() / 1000);
      },
      async destroy(id) {
        entries.delete(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        for (const key of grantKeys.get(grantId) ?? []) entries.delete(key);
        grantKeys.delete(grantId);
      },
    };
  };
}
