from fastapi import FastAPI

from app.database import engine
from app.models import Base
from app.routers import tags

Base.metadata.create_all(bind=engine)

app = FastAPI()
app.include_router(tags.router, prefix="/api")


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
