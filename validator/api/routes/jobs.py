"""`GET /v1/jobs/{id}` and `DELETE /v1/jobs/{id}`: a job's progress and report, and its
cancel; `accepted` is the answer of the endpoints that start jobs."""

from __future__ import annotations

import datetime as dt
from typing import Annotated, Any

from fastapi import APIRouter, HTTPException, Path
from fastapi.responses import JSONResponse

from validator.api.jobs.runner import JobRunner
from validator.api.jobs.store import Job
from validator.api.jobviews import JobProgress, JobView
from validator.api.models import ErrorBody

JobId = Annotated[str, Path(pattern="^[0-9a-f]{32}$", description="the id a job was given")]
NOT_FOUND: dict[int | str, dict[str, Any]] = {
    404: {"model": ErrorBody, "description": "no job has this id"}
}


def job_view(job: Job) -> JobView:
    def moment(seconds: float) -> dt.datetime:
        return dt.datetime.fromtimestamp(seconds, dt.UTC)

    return JobView(
        id=job.id,
        kind=job.kind,  # type: ignore[arg-type]
        status=job.status,
        progress=JobProgress(done=job.done, total=job.total),
        created=moment(job.created),
        updated=moment(job.updated),
        result=job.result,
        error=job.error,
    )


def job_location(job_id: str) -> str:
    return f"/v1/jobs/{job_id}"


def accepted(job: Job) -> JSONResponse:
    """202 Accepted: the job as it stands, and where to follow it."""
    body = job_view(job).model_dump(mode="json")
    return JSONResponse(body, status_code=202, headers={"Location": job_location(job.id)})


def jobs_router(runner: JobRunner) -> APIRouter:
    router = APIRouter(prefix="/v1/jobs", tags=["jobs"])

    def found(job: Job | None) -> Job:
        if job is None:
            raise HTTPException(404, "no such job")
        return job

    @router.get("/{job_id}", response_model=JobView, responses=NOT_FOUND)
    def get_job(job_id: JobId) -> JobView:
        """A job's status and progress, and its report once done. A job whose server stopped
        before it finished reads as failed."""
        return job_view(found(runner.store.get(job_id)))

    @router.delete(
        "/{job_id}",
        response_model=JobView,
        responses={
            **NOT_FOUND,
            409: {"model": ErrorBody, "description": "the job has already finished"},
        },
    )
    def cancel_job(job_id: JobId) -> JobView:
        """Cancel a queued or running job: it reads as cancelled at once, and its report of
        the games played so far (`"partial": true`) follows when they stop. Cancelling a
        cancelled job again changes nothing."""
        job = found(runner.cancel(job_id))
        if job.status != "cancelled":
            raise HTTPException(409, f"the job has already finished ({job.status})")
        return job_view(job)

    return router
