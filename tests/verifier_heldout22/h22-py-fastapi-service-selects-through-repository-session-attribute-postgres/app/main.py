from fastapi import FastAPI

from app.db import engine
from app.models import Base
from app.routes import favorites

app = FastAPI()
Base.metadata.create_all(engine)
app.include_router(favorites.router)


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
