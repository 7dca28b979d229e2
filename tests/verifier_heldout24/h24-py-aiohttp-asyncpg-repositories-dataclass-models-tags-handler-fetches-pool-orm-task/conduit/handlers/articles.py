from aiohttp import web


async def health(request):
    return web.json_response({"status": "ok"})


async def get_article(request):
    a = await request.app["article_service"].get(request.match_info["slug"])
    if a is None:
        return web.json_response({"errors": {"article": ["not found"]}}, status=404)
    return web.json_response({"article": {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": a.tag_list,
        "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(), "favorited": False, "favoritesCount": 0,
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False}}})
