import 'reflect-metadata';
import { limitHeapGrowth } from './config/heap';
import { main } from './bootstrap';

limitHeapGrowth();
void main();
