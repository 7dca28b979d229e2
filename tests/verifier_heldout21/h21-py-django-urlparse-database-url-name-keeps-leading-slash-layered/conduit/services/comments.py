from conduit.data_access import comments as store


class NotAllowed(Exception):
    pass


def list_comments(slug):
    return store.for_article(slug)


def add_comment(slug, author, body):
    if not body.strip():
        raise ValueError("body can't be blank")
    return store.create(slug, author, body)


def delete_comment(comment_id, author):
    comment = store.get(comment_id)
    if comment is None or comment.author != author:
        raise NotAllowed()
    store.delete(comment)
