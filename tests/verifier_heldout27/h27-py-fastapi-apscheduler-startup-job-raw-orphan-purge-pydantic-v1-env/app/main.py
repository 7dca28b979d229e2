from contextlib import asynccontextmanager
from datetime import datetime

from apscheduler.schedulers.background import BackgroundScheduler
from fastapi import Depends, FastAPI
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.config import get_settings
from app.db import Base, engine, get_session
from app.jobs import purge_orphan_tags
from app.models import Tag


@asynccontextmanager
async def lifespan(_app: FastAPI):
    Base.metadata.create_all(engine)
    scheduler = BackgroundScheduler()
    scheduler.add_job(
        purge_orphan_tags,
        "interval",
        minutes=get_settings().orphan_purge_minutes,
        next_run_time=datetime.now(),
    )
    scheduler.start()
    yield
    scheduler.shutdown(wait=False)


app = FastAPI(title="Conduit", lifespan=lifespan)


@app.get("/api/health-check")
def health_check() -> dict:
    return {"status": "ok"}


@app.get("/api/tags")
def list_tags(session: Session = Depends(get_session)) -> dict:
    return {"tags": list(session.scalars(select(Tag.name).order_by(Tag.name)))}
