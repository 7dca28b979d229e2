from fastapi import FastAPI

from app import follows
from app.database import Base, engine
from app.routers import profiles

Base.metadata.create_all(bind=engine)
follows.ensure_table()

app = FastAPI()
app.include_router(profiles.router)


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
