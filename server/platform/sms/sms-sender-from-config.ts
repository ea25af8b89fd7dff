import type { Config } from "../../config.ts";
import { fileSmsSender, type SmsSender } from "./sms-sender.ts";
import { smsRuSender } from "./smsru-sender.ts";

/** SMS.ru when SMS_PROVIDER=smsru (its key checked by config.ts), else files in DATA_DIR/sms. */
export function smsSenderFromConfig(config: Config): SmsSender {
  if (config.SMS_PROVIDER === "smsru" && config.SMS_RU_API_ID) {
    return smsRuSender({
      apiId: config.SMS_RU_API_ID,
      baseUrl: config.SMS_RU_API_URL,
      ...(config.SMS_SENDER ? { sender: config.SMS_SENDER } : {}),
    });
  }
  return fileSmsSender(config.smsDir);
}
