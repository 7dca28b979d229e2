import os

# Resolve every relative path (the SQLite file, the JWT key file) against this directory.
os.chdir(os.path.dirname(os.path.abspath(__file__)))

from app import create_app  # noqa: E402

app = create_app()

if __name__ == "__main__":
    app.run(host="0.0.0.0", port=int(os.environ.get("PORT", "8080")))
