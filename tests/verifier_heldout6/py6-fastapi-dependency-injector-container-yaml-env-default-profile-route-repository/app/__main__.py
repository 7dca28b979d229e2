import uvicorn

from app.application import create_app

app = create_app()

if __name__ == "__main__":
    server = app.container.config.server()
    uvicorn.run(app, host=server["host"], port=int(server["port"]))
