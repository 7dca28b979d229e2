from dataclasses import asdict


def get_article(slug, *, service):
    try:
        return {"article": asdict(service.get(slug))}
    except LookupError:
        return {"errors": {"article": ["not found"]}}, 404
