import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface RunningNginx {
  baseURL: string;
  stop(): void;
}

/**
 * Starts Debian's nginx on 127.0.0.1 with deploy/nginx.conf, changed only in what a test
 * run must change: the port, the build folder and where nginx writes its pid and temp files.
 */
export function startNginx(port: number, buildDir = process.env.E2E_BUILD_DIR ?? "build"): RunningNginx {
  const repo = process.cwd();
  const runDir = path.join(repo, ".tmp", `nginx-${port}`);
  mkdirSync(runDir, { recursive: true });
  const absBuild = path.resolve(repo, buildDir);
  const conf = readFileSync(path.join(repo, "deploy", "nginx.conf"), "utf8")
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`)
    .replace(/root build\/client;/, `root ${absBuild}/client;`)
    .replaceAll("include ../build/nginx/", `include ${absBuild}/nginx/`)
    .replace(/pid \.nginx\/nginx\.pid;/, `pid ${runDir}/nginx.pid;`)
    .replaceAll(".nginx/", `${runDir}/`);
  const confFile = path.join(runDir, "nginx.conf");
  writeFileSync(confFile, conf);
  const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => {
    try {
      execFileSync(p, ["-v"], { stdio: "ignore" });
      return true;
    } catch {
      return false;
    }
  });
  if (!nginx) throw new Error("nginx is not installed (scripts/ensure-system-deps.sh installs it)");
  // stdio ignored: the daemonised master would otherwise hold the pipes open and block us.
  execFileSync(nginx, ["-p", `${runDir}/`, "-c", confFile, "-e", `${runDir}/error.log`], { stdio: "ignore" });
  return {
    baseURL: `http://127.0.0.1:${port}`,
    stop: () => execFileSync(nginx, ["-p", `${runDir}/`, "-c", confFile, "-e", `${runDir}/error.log`, "-s", "stop"], { stdio: "ignore" }),
  };
}
