from fastapi import FastAPI

from backend.infra import Base, engine
from backend.routes import profiles

Base.metadata.create_all(engine)
app = FastAPI()
app.include_router(profiles.router, prefix="/api")


@app.get("/api/health-check")
def health():
    return {"status": "ok"}
