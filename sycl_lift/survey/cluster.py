"""Where a survey's jobs run: here, N at a time, or on a Dask distributed cluster.

Either way each job is `work.run_isolated` (a child process with a time and a memory limit), and
each record is handed to `on_record` as soon as its job ends, in the order jobs end.

  run_local   a pool of N threads in this process, each waiting on one job's child process.
  run_dask    `dask.distributed.Client(ADDRESS)`: one future per job (`client.submit`, not pure: every
              job runs), Dask's `retries` for a task that raised (a worker lost while running it is
              Dask's own business: it reschedules the task); the scheduler's dashboard shows the
              jobs.  A worker runs as many jobs at once as it has threads (`dask worker --nthreads`).
              Inputs are read by the workers from the paths the survey found them at: the folders
              must be at the same paths on every worker (a shared file system), and sycl-lift
              importable there; a worker that sees other bytes at a path records an error (the
              job's hashes), never a result of another file.  A job whose task still raises after
              its retries is recorded as `crashed`, with Dask's reason.
"""
from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor, as_completed
from typing import Callable

from lift import LiftError

from sycl_lift.survey.work import job_record, run_isolated, unfinished

CONNECT_TIMEOUT = "20s"  # how long to wait for the scheduler before saying it cannot be reached


def run_local(jobs: list, workers: int, timeout: float, memory_gib: float, on_record: Callable) -> None:
    cancelled = threading.Event()
    pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="survey")
    try:
        futures = [pool.submit(run_isolated, job, timeout, memory_gib, cancelled) for job in jobs]
        for future in as_completed(futures):
            on_record(future.result())
    except BaseException:
        cancelled.set()  # every running child is killed, no waiting job starts
        raise
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def run_dask(jobs: list, address: str, timeout: float, memory_gib: float, retries: int, on_record: Callable,
             say: Callable[[str], None]) -> None:
    try:
        from dask.distributed import Client
        from dask.distributed import as_completed as dask_completed
    except ImportError:
        raise LiftError("needs dask.distributed: pip install 'sycl-lift[survey]'", "--scheduler") from None
    try:
        client = Client(address, timeout=CONNECT_TIMEOUT)
    except (OSError, TimeoutError, ValueError) as exc:
        raise LiftError(f"cannot reach the Dask scheduler: {exc}", address) from None
    with client:
        say(f"Dask scheduler {address}: {len(client.scheduler_info()['workers'])} workers, "
            f"dashboard {client.dashboard_link}")
        futures = {client.submit(run_isolated, job, timeout, memory_gib, pure=False, retries=retries): job
                   for job in jobs}
        try:
            for future, result in dask_completed(futures, with_results=True, raise_errors=False):
                on_record(result if future.status == "finished" else lost(futures[future], result, timeout, memory_gib))
        except BaseException:
            client.cancel(list(futures))
            raise


def lost(job: dict, error: BaseException, timeout: float, memory_gib: float) -> dict:
    """The record of a job whose task failed on the cluster after its retries."""
    return unfinished(job_record(job, timeout, memory_gib), "crashed",
                      f"the cluster lost it: {type(error).__name__}: {error}", 0.0)
