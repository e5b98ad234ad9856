use clap::Parser;

// glibc's malloc spent a quarter of the CPU of a list request (many small strings freed
// on other threads); mimalloc's thread-local free lists make that a few percent.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    // Before any thread or file exists: whatever SQLite, object_store or the mail outbox
    // create is the server account's alone (the database holds the signing keys).
    fatherhood::private_files::restrict_new_files();
    keep_c_heap_memory();
    tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("the async runtime starts").block_on(run())
}

/// SQLite allocates through the C library, whose per-thread heaps hand freed memory back
/// to the kernel as soon as their top is free (`heap_trim` → `madvise`): every hand-back
/// flushes the TLB of every core, and the next statement faults the pages back in. Seen in
/// `perf` on the SQLite writer thread during roster saves; a high trim threshold keeps it.
#[allow(unsafe_code)]
fn keep_c_heap_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets a tuning parameter of glibc's allocator; it is called
    // before any other thread exists and takes no pointers.
    unsafe {
        libc::mallopt(libc::M_TRIM_THRESHOLD, 256 << 20);
    }
}

async fn run() -> std::process::ExitCode {
    fatherhood::infra::telemetry::init_logging();
    match fatherhood::cli::run(fatherhood::cli::Cli::parse()).await {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {err:#}");
            std::process::ExitCode::FAILURE
        }
    }
}
