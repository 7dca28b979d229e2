from fastapi import FastAPI

from app.db import Base, engine
from app.routers import comments

Base.metadata.create_all(bind=engine)

app = FastAPI()
app.include_router(comments.router)


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
