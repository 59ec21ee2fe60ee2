//! Tells the program which commit it was built from, for `rookery
//! --version` and bug reports: `ROOKERY_COMMIT` is "commit" and git's short
//! hash, or "unknown commit" when the source is not a git checkout or git
//! is missing.

use std::process::Command;

fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git").args(args).output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
}

fn main() {
    let commit = git(&["rev-parse", "--short=10", "HEAD"]).filter(|c| !c.is_empty());
    let text = commit.map_or("unknown commit".to_string(), |hash| {
        format!("commit {hash}")
    });
    println!("cargo:rustc-env=ROOKERY_COMMIT={text}");
    // Run again when HEAD moves (a commit, a checkout): watch HEAD, the ref
    // file it names and packed-refs, each only where it exists. Cargo takes
    // a watched path that does not exist as always changed (rust-lang/cargo
    // issue 4076), which reran this script and rebuilt Rookery every time.
    let mut watched = Vec::new();
    watched.extend(git(&["rev-parse", "--git-path", "HEAD"]));
    if let Some(name) = git(&["symbolic-ref", "-q", "HEAD"]) {
        watched.extend(git(&["rev-parse", "--git-path", &name]));
    }
    watched.extend(git(&["rev-parse", "--git-path", "packed-refs"]));
    for path in watched {
        if std::path::Path::new(&path).exists() {
            println!("cargo:rerun-if-changed={path}");
        }
    }
    println!("cargo:rerun-if-changed=build.rs");
}
