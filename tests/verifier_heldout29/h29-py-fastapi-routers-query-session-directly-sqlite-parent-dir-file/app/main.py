from fastapi import FastAPI

from .database import Base, engine
from .routers import profiles

Base.metadata.create_all(bind=engine)

app = FastAPI(title="Conduit")
app.include_router(profiles.router, prefix="/api")


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
