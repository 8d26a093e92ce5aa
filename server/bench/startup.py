#!/usr/bin/env python3
"""Launch-to-first-answer and peak memory of the release binary (not part of `make test`).

Launch-to-first-answer: spawn the binary, then ask for `/` over a fresh connection every
millisecond until one answers 200; the median of RUNS launches. Peak RSS: VmHWM of one process
after wrk has driven `/` and the largest script with 1,000 connections (Accept-Encoding: br).
Usage: server/bench/startup.py [path/to/stezhka] (default: server/target/release/stezhka).
"""
import glob, json, os, socket, statistics, subprocess, sys, time

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
BIN = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "server/target/release/stezhka")
RUNS = int(os.environ.get("RUNS", "9"))


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def status(port, path="/"):
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=1) as s:
            s.sendall(f"GET {path} HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br\r\nConnection: close\r\n\r\n".encode())
            head = s.recv(64)
            return int(head.split(b" ")[1]) if head.startswith(b"HTTP/") else 0
    except OSError:
        return 0


def launch(port):
    env = dict(os.environ, STEZHKA_ADDR=f"127.0.0.1:{port}", RUST_LOG="warn")
    return subprocess.Popen([BIN], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def first_answer():
    port = free_port()
    started = time.perf_counter()
    proc = launch(port)
    try:
        while status(port) != 200:
            if time.perf_counter() - started > 10:
                raise SystemExit("no answer within 10 s")
            time.sleep(0.001)
        return (time.perf_counter() - started) * 1000
    finally:
        proc.terminate()
        proc.wait()


def peak_rss():
    port = free_port()
    proc = launch(port)
    try:
        while status(port) != 200:
            time.sleep(0.01)
        time.sleep(2)  # brotli made in the background is part of the steady state
        dist = os.environ.get("STEZHKA_WEB_DIST", os.path.join(ROOT, "web/dist"))
        with open(os.path.join(dist, "_pages", "routes.json")) as f:
            hashed = json.load(f)["immutablePrefix"]  # the content-hashed files' folder
        script = hashed + os.path.basename(max(glob.glob(f"{dist}{hashed}*.js"), key=os.path.getsize))
        for path in ["/", script]:
            subprocess.run(["wrk", "-t2", "-c1000", "-d5s", "-H", "Accept-Encoding: br", f"http://127.0.0.1:{port}{path}"],
                           check=True, stdout=subprocess.DEVNULL)
        with open(f"/proc/{proc.pid}/status") as f:
            fields = dict(line.split(":", 1) for line in f)
        return fields["VmHWM"].strip(), fields["VmRSS"].strip()
    finally:
        proc.terminate()
        proc.wait()


times = sorted(first_answer() for _ in range(RUNS))
print(f"launch to first answer: median {statistics.median(times):.1f} ms "
      f"(min {times[0]:.1f}, max {times[-1]:.1f}, {RUNS} launches)")
hwm, rss = peak_rss()
print(f"peak RSS under wrk -c1000: {hwm} (RSS afterwards {rss})")
