-- wrk's end-of-run hook (scripts/load/wrk.ts): the figures as one JSON line on stdout, so they are read
-- exactly rather than parsed from wrk's rounded text. Latencies are in microseconds.
done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    errors.connect, errors.read, errors.write, errors.status, errors.timeout))
end
