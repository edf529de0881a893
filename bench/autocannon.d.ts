// The few parts of autocannon the benches use (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
  }
  interface Result {
    non2xx: number;
    requests: { average: number };
    latency: { p50: number; p99: number };
  }
  export default function autocannon(options: Options): Promise<Result>;
}
