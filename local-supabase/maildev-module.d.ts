declare module "maildev" {
  type MailDevOptions = {
    smtp: number;
    web: number;
    ip: string;
    webIp: string;
    mailDirectory: string;
    silent?: boolean;
    disableWeb?: boolean;
  };
  class MailDev {
    constructor(options: MailDevOptions);
    listen(): Promise<void>;
    close(callback?: () => void): void;
  }
  export = MailDev;
}
