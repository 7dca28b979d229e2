import uvicorn

from .envfile import load_env_file

load_env_file()

from .main import app  # noqa: E402  (import after the environment is prepared)

if __name__ == "__main__":
    uvicorn.run(app, host="0.0.0.0", port=8080, log_level="info")
