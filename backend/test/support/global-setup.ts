import { startTestCluster } from './pg-cluster';

export default async function globalSetup(): Promise<void> {
  await startTestCluster();
}
