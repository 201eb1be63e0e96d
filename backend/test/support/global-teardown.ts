import { stopTestCluster } from './pg-cluster';

export default async function globalTeardown(): Promise<void> {
  await stopTestCluster();
}
