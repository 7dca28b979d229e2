from fastapi import FastAPI

import models
from database import engine
from routers import tags

models.Base.metadata.create_all(bind=engine)

app = FastAPI()
app.include_router(tags.router)


@app.get("/api/health-check")
def health_check():
    return {"status": "ok"}
