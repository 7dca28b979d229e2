from fastapi import FastAPI

from conduit.database import engine
from conduit.models import Base
from conduit.routers import profiles

app = FastAPI(title="Conduit API")


@app.on_event("startup")
def create_schema() -> None:
    Base.metadata.create_all(bind=engine)


@app.get("/api/health-check")
def health_check() -> dict:
    return {"status": "ok"}


app.include_router(profiles.router)
