// A worker thread that takes every message and never answers: a plan thread stuck on a file.
import { parentPort } from 'node:worker_threads';

parentPort?.on('message', () => {});
