from fastapi import FastAPI

from app.container import Container
from app.routes import tags

app = FastAPI()
app.state.services = Container()
app.include_router(tags.router, prefix="/api")
