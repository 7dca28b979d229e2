import os
from pathlib import Path

import uvicorn

os.chdir(Path(__file__).resolve().parent)

from conduit.http import api  # noqa: E402

if __name__ == "__main__":
    uvicorn.run(api, host="0.0.0.0", port=8000)
