import logging

log = logging.getLogger("conduit.notifications")


def user_registered(username: str) -> None:
    log.info("welcome %s", username)
