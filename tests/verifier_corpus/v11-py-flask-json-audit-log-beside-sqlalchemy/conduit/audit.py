"""Append-only audit trail: one JSON object per line, for operators (tail/grep); the app never reads it."""
import json
import threading
from datetime import datetime, timezone
from pathlib import Path

AUDIT_FILE = Path(__file__).resolve().parent.parent / "logs" / "audit.jsonl"
_lock = threading.Lock()


def record(action: str, user_id: int | None, **details) -> None:
    entry = {"at": datetime.now(timezone.utc).isoformat(), "action": action, "user": user_id, **details}
    AUDIT_FILE.parent.mkdir(parents=True, exist_ok=True)
    with _lock, AUDIT_FILE.open("a", encoding="utf-8") as fh:
        fh.write(json.dumps(entry) + "\n")
