def health_check():
    return {"status": "ok"}
