from fastapi import HTTPException, status


class ArticleNotFound(HTTPException):
    def __init__(self) -> None:
        super().__init__(status_code=status.HTTP_404_NOT_FOUND, detail={"errors": {"article": ["not found"]}})


class NotArticleAuthor(HTTPException):
    def __init__(self) -> None:
        super().__init__(status_code=status.HTTP_403_FORBIDDEN, detail={"errors": {"article": ["forbidden"]}})
